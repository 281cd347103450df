import { NestedStack, Stack } from 'aws-cdk-lib';
import { CfnWaitConditionHandle } from 'aws-cdk-lib/aws-cloudformation';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnTopic } from 'aws-cdk-lib/aws-sns';
import { CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import {
  appWithProjectContext,
  findCycleInAny,
  policiesOutsideTheirRolesStack,
  STACK_LIMITS,
  StackTemplates,
  stacksOverLimits,
} from './template-helpers.ts';

/**
 * A parent stack in an app of its own (an app synthesizes once), without the CDK's own template
 * validation, which refuses a cycle in a top-level stack at synth before our check could see it.
 */
const parentStack = (): Stack => {
  const app = appWithProjectContext();
  app.node.setContext('@aws-cdk/core:validateAgainstDefaultRules', false);
  return new Stack(app, 'Parent');
};

/** Past the assertion library's own cycle check, to see that ours finds the cycle too. */
const unchecked = { skipCyclicalDependenciesCheck: true };

// The checks the stack tests rely on, shown to fail on stacks built to break them.
describe('checks across a stack and its nested stacks', () => {
  it('finds a cycle through a nested stack: the parent reads an output fed by itself', () => {
    const parent = parentStack();
    const nested = new NestedStack(parent, 'Child');
    const topic = new CfnTopic(parent, 'Topic', { displayName: 'first' });
    // The nested queue takes the topic's name as a parameter...
    const queue = new CfnQueue(nested, 'Queue', { queueName: topic.attrTopicName });
    // ...and the topic reads the queue's name back as the nested stack's output.
    topic.displayName = queue.attrQueueName;

    const cycle = findCycleInAny(new StackTemplates(parent, unchecked));

    expect(cycle?.[0]).toBe('Parent');
    expect(cycle).toContain(parent.getLogicalId(topic));
  });

  it('finds a cycle inside a nested stack, and none where references run one way', () => {
    const withQueues = (cyclic: boolean) => {
      const parent = parentStack();
      const nested = new NestedStack(parent, 'Child');
      const topic = new CfnTopic(parent, 'Topic');
      const first = new CfnQueue(nested, 'First', { queueName: topic.attrTopicName });
      const second = new CfnQueue(nested, 'Second', { queueName: first.attrQueueName });
      if (cyclic) first.queueName = second.attrQueueName;
      return new StackTemplates(parent, unchecked);
    };

    expect(findCycleInAny(withQueues(false))).toBeUndefined();
    expect(findCycleInAny(withQueues(true))?.[0]).toBe('Parent/Child');
  });

  it('flags a policy attached to a role of another stack, where statementsOf would miss it', () => {
    const parent = parentStack();
    const nested = new NestedStack(parent, 'Child');
    const role = new Role(nested, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    new Policy(nested, 'AtHome', {
      roles: [role],
      statements: [new PolicyStatement({ actions: ['sqs:SendMessage'], resources: ['*'] })],
    });
    // The role reaches the parent as the nested stack's output.
    new Policy(parent, 'Stray', {
      roles: [role],
      statements: [new PolicyStatement({ actions: ['s3:GetObject'], resources: ['*'] })],
    });

    // Only the stray one: the policy beside its role is fine.
    expect(policiesOutsideTheirRolesStack(new StackTemplates(parent))).toEqual([
      expect.stringMatching(/^Parent\/Stray/),
    ]);
  });

  it('counts resources, parameters and outputs in every nested stack', () => {
    const parent = parentStack();
    const small = new NestedStack(parent, 'Small');
    const large = new NestedStack(parent, 'Large');
    new CfnWaitConditionHandle(small, 'One');
    for (let i = 0; i < STACK_LIMITS.resources; i++) new CfnWaitConditionHandle(large, `H${i}`);
    // Parameters: one per parent value a nested stack reads.
    for (let i = 0; i < STACK_LIMITS.parameters; i++) {
      const topic = new CfnTopic(parent, `T${i}`);
      new CfnQueue(small, `Q${i}`, { queueName: topic.attrTopicName });
    }

    expect(stacksOverLimits(new StackTemplates(parent))).toEqual([
      `Parent/Small: ${STACK_LIMITS.parameters} parameters`,
      `Parent/Large: ${STACK_LIMITS.resources} resources`,
    ]);
  });
});
